// Ships the Draco decoder and encoder inside dist/draco so the package needs no CDN or static folder.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'draco');
const threeDraco = dirname(require.resolve('three/examples/jsm/libs/draco/draco_decoder.wasm'));
const draco3d = dirname(require.resolve('draco3d/package.json'));

mkdirSync(out, { recursive: true });
copyFileSync(join(threeDraco, 'draco_wasm_wrapper.js'), join(out, 'draco_wasm_wrapper.js'));
copyFileSync(join(threeDraco, 'draco_decoder.wasm'), join(out, 'draco_decoder.wasm'));
// The encoder is a CommonJS Emscripten build; a .txt name keeps bundlers from parsing it as a module.
copyFileSync(join(draco3d, 'draco_encoder_nodejs.js'), join(out, 'draco_encoder.cjs.txt'));
copyFileSync(join(draco3d, 'draco_encoder.wasm'), join(out, 'draco_encoder.wasm'));
