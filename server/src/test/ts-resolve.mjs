// Worker threads started by the tests run TypeScript sources through Node's type stripping, which
// takes './sibling.js' literally; the sources name their siblings as the build emits them.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeJs = specifier.startsWith('.') && specifier.endsWith('.js');
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !relativeJs) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
