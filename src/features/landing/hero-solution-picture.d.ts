/** The hero's picture of a typeset solution, drawn at build time (scripts/build/vite-plugin-hero-solution.ts). */
declare module 'virtual:hero-solution-picture' {
  export const heroSolutionPicture: { src: string; width: number; height: number };
}
