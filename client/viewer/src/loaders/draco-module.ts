/* eslint-disable @typescript-eslint/no-explicit-any */
/** The Emscripten module of draco3d (decoder or encoder); untyped upstream. */
export type DracoModule = any;

let decoderPromise: Promise<DracoModule> | undefined;
let encoderPromise: Promise<DracoModule> | undefined;

// A non-literal specifier keeps bundlers from pulling the Node build of draco3d into browser code.
const NODE_DRACO = 'draco3d';

async function loadNodeDraco(): Promise<{
  createDecoderModule: (o: object) => Promise<DracoModule>;
  createEncoderModule: (o: object) => Promise<DracoModule>;
}> {
  const mod = await import(/* @vite-ignore */ NODE_DRACO);
  return (mod.default ?? mod) as never;
}

/** URLs of the Draco files shipped inside this package (dist/draco/). */
export const DRACO_FILES = {
  wrapper: new URL('../draco/draco_wasm_wrapper.js', import.meta.url).href,
  decoderWasm: new URL('../draco/draco_decoder.wasm', import.meta.url).href,
  encoderJs: new URL('../draco/draco_encoder.cjs.txt', import.meta.url).href,
  encoderWasm: new URL('../draco/draco_encoder.wasm', import.meta.url).href,
};

const isBrowser = typeof window !== 'undefined' || typeof (globalThis as any).WorkerGlobalScope !== 'undefined';

/** A draco3d decoder module, created once per thread. */
export function getDracoDecoderModule(): Promise<DracoModule> {
  decoderPromise ??= isBrowser ? loadBrowserDecoder() : loadNodeDraco().then((d) => d.createDecoderModule({}));
  return decoderPromise;
}

/** A draco3d encoder module, created once per thread. */
export function getDracoEncoderModule(): Promise<DracoModule> {
  encoderPromise ??= isBrowser ? loadBrowserEncoder() : loadNodeDraco().then((d) => d.createEncoderModule({}));
  return encoderPromise;
}

async function loadBrowserDecoder(): Promise<DracoModule> {
  const [src, wasmBinary] = await Promise.all([
    fetch(DRACO_FILES.wrapper).then((r) => r.text()),
    fetch(DRACO_FILES.decoderWasm).then((r) => r.arrayBuffer()),
  ]);
  // The wrapper is a classic script defining DracoDecoderModule; evaluate it as three's DRACOLoader does.
  const factory = new Function(`${src}\nreturn DracoDecoderModule;`)();
  return new Promise((resolve) => factory({ wasmBinary, onModuleLoaded: (m: DracoModule) => resolve(m) }));
}

async function loadBrowserEncoder(): Promise<DracoModule> {
  const [src, wasmBinary] = await Promise.all([
    fetch(DRACO_FILES.encoderJs).then((r) => r.text()),
    fetch(DRACO_FILES.encoderWasm).then((r) => r.arrayBuffer()),
  ]);
  // draco3d ships the encoder as a CommonJS Emscripten build; give it a module object.
  const module = { exports: {} as any };
  new Function('module', 'exports', 'require', src)(module, module.exports, () => ({}));
  const factory = module.exports as (o: object) => Promise<DracoModule>;
  return factory({ wasmBinary });
}
