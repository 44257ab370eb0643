import type { RequestContext } from '../http/request-context.js';
import type { Services } from '../services.js';

/** The context every resolver receives: the request's own context plus the app's services. */
export interface GraphQLContext extends RequestContext {
  readonly services: Services;
}
