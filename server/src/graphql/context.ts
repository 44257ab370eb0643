import type { RequestContext } from '../http/request-context.js';
import type { Services } from '../services.js';
import type { Loaders } from './loaders.js';

/** The context every resolver receives: the request's own context plus the app's services and its batch loaders. */
export interface GraphQLContext extends RequestContext {
  readonly services: Services;
  /** Batch loaders made for this request alone. */
  readonly loaders: Loaders;
}
