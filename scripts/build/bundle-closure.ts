/** What a chunk needs before it can run: itself, every chunk it imports statically, and their CSS. */
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

export function findChunk(bundle: OutputBundle, root: string, module: string): OutputChunk | undefined {
  const id = path.resolve(root, module);
  return Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.facadeModuleId === id);
}

export function staticClosure(
  bundle: OutputBundle,
  entry: OutputChunk,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return { scripts: [...scripts], styles: [...styles] };
}

export const modulePreloadTag = (fileName: string) =>
  `<link rel="modulepreload" crossorigin href="/${fileName}">`;
