import { ENDPOINTS, type Endpoints } from '../endpoints';
import { createClient, type Client, type ClientOptions } from './create-client';

export type ApiClient = Client<Endpoints>;

/** The typed client over the whole endpoint table. */
export const createApiClient = (options: ClientOptions): ApiClient =>
  createClient(ENDPOINTS, options);
