/** What the global test setup hands every test file (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresUrl: string;
  }
}
export {};
