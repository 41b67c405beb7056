// Reads a PDF on stdin and prints { pages, text } as pdf.js (the parser browsers' viewers use) reads it; run in
// its own Node process because pdf.js ships as an ES module that Jest's module system does not load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const lines = [];
for (let index = 1; index <= pdf.numPages; index++) {
  const content = await (await pdf.getPage(index)).getTextContent();
  lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: lines.join('\n') }));
