import type { Services } from '../services.js';
import type { RequestContext } from './context.js';

export type GraphqlContext = RequestContext & { services: Services };
