/**
 * The bundle's own report of what the islands carry, for an analysis build only:
 *
 *   BUNDLE_REPORT=/tmp/report.json npx astro build --outDir /tmp/atlas-report
 *
 * writes, for every file of the browser's build, each module's share of it (its minified size and
 * that code gzipped alone, an upper bound of what it costs inside the file) and what the file
 * imports. `npx tsx scripts/bundle-report.ts /tmp/report.json <file name part>` prints one file's
 * modules, largest first. Without BUNDLE_REPORT the plugin does nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ReportedFile {
  file: string;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; bytes: number; gzip: number }[];
}

export function bundleReport(out = process.env.BUNDLE_REPORT): Plugin[] {
  if (!out) return [];
  return [
    {
      name: 'bundle-report',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      generateBundle(_options, bundle) {
        const files: ReportedFile[] = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const modules = Object.entries(chunk.modules).map(([id, m]) => ({
            id: id.replace(process.cwd(), ''),
            bytes: m.renderedLength,
            gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
          }));
          modules.sort((a, b) => b.gzip - a.gzip);
          files.push({
            file: chunk.fileName,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
            modules,
          });
        }
        writeFileSync(out, JSON.stringify(files, null, 1));
      },
    },
  ];
}

// As a command: one file's modules, largest first.
if (process.argv[1]?.endsWith('bundle-report.ts')) {
  const [path = '', part = ''] = process.argv.slice(2);
  const files = JSON.parse(readFileSync(path, 'utf8')) as ReportedFile[];
  for (const f of files.filter((f) => f.file.includes(part))) {
    const total = f.modules.reduce((n, m) => n + m.gzip, 0);
    console.log(`\n${f.file} (modules gzipped alone: ${(total / 1024).toFixed(1)} KiB)`);
    console.log(`  imports ${f.imports.join(', ') || '-'}`);
    for (const m of f.modules)
      console.log(
        `  ${(m.gzip / 1024).toFixed(1).padStart(5)} ${String(m.bytes).padStart(7)}  ${m.id}`,
      );
  }
}
