const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = {};
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const len = prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col;
    sizes[prev.src] = (sizes[prev.src] || 0) + len;
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, src: (m.source || '?').replace(/.*node_modules\//, 'nm/').replace(/^.*\/(src|elements)\//, '$1/') };
});
const grouped = {};
for (const [k, v] of Object.entries(sizes)) { const g = process.argv[3] ? k : k.startsWith('nm/') ? k.split('/').slice(0, k.split('/')[1].startsWith('@') ? 3 : 2).join('/') : k.split('/').slice(0, 3).join('/'); grouped[g] = (grouped[g] || 0) + v; }
Object.entries(grouped).sort((a, b) => b[1] - a[1]).slice(0, 60).forEach(([k, v]) => console.log((v / 1024).toFixed(1).padStart(7), k));
