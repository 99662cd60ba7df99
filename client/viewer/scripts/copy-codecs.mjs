// Ships the OpenJPEG (JPEG 2000) decoder inside dist/codecs so the package needs no CDN or static folder.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'codecs');
const openjpeg = dirname(require.resolve('@cornerstonejs/codec-openjpeg/decodewasmjs'));

mkdirSync(out, { recursive: true });
// A CommonJS Emscripten build; a .txt name keeps bundlers from parsing it as a module.
copyFileSync(join(openjpeg, 'openjpegwasm_decode.js'), join(out, 'openjpegwasm_decode.cjs.txt'));
copyFileSync(join(openjpeg, 'openjpegwasm_decode.wasm'), join(out, 'openjpegwasm_decode.wasm'));
