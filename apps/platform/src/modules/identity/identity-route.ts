import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { Authenticated } from './session-service';

/** Identity's routes register from the endpoint table with the session as their caller. */
export type IdentityRoute = RegisterEndpoint<Authenticated>;
