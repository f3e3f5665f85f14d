// Writes src/core/icons/iconCatalog.json from Font Awesome Free's metadata: the icons the product draws (solid and
// regular, no brands: their font is not loaded), each as [name, style, search words, aliases]. The icon
// picker searches it and the server checks configured icons against it (docs/configuration-pickers.md).
// Run after upgrading @fortawesome/fontawesome-free; iconCatalog.test.ts fails while it is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Search words kept per icon: enough to find 'map' by 'location', without shipping every synonym. */
const TERMS = 4;

/** @returns {[string, 's' | 'r', string, string][]} */
export function iconCatalog() {
  const file = fileURLToPath(new URL('../node_modules/@fortawesome/fontawesome-free/metadata/icon-families.json', import.meta.url));
  const icons = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(icons)
    .map(([name, icon]) => {
      const styles = (icon.familyStylesByLicense?.free ?? []).map((entry) => entry.style);
      const style = styles.includes('solid') ? 's' : styles.includes('regular') ? 'r' : null;
      if (!style) return null;
      const terms = (icon.search?.terms ?? [])
        .filter((term) => !term.includes(' '))
        .slice(0, TERMS)
        .join(' ');
      return [name, style, terms, (icon.aliases?.names ?? []).join(' ')];
    })
    .filter(Boolean)
    .sort((a, b) => a[0].localeCompare(b[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../src/core/icons/iconCatalog.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(iconCatalog()).replaceAll('],[', '],\n[')}\n`);
  console.log(`wrote ${out}`);
}
