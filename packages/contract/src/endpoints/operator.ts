import {
  OperatorAuditPage,
  OperatorAuditQuery,
  OperatorLoginRequest,
  OperatorLoginResponse,
  OperatorLogoutResponse,
  TraderActionResponse,
  TraderMarketParams,
  TraderMarketStatusRequest,
  TraderOutcomeParams,
  TraderOutcomePriceRequest,
} from '../operator';
import { defineEndpoint, PUBLIC, type Access } from './define';

const OPERATOR = { kind: 'operator' } as const satisfies Access;

/**
 * The operator door (decision: the spec has no operator calls; they live under their own
 * /xapi/operator/ subtree, which the web's same-origin proxy already forwards and no spec path
 * uses). Publishing calls are the cms module's, under the same subtree.
 */
export const OPERATOR_ENDPOINTS = {
  // Decision: POST /xapi/operator/sessions — username and password for an operator token.
  login: defineEndpoint({
    key: 'operator.login',
    method: 'POST',
    path: '/xapi/operator/sessions',
    body: { kind: 'json', schema: OperatorLoginRequest },
    response: OperatorLoginResponse,
    status: [201],
    access: PUBLIC,
  }),
  // Decision: DELETE /xapi/operator/sessions — revokes the bearer's token.
  logout: defineEndpoint({
    key: 'operator.logout',
    method: 'DELETE',
    path: '/xapi/operator/sessions',
    response: OperatorLogoutResponse,
    status: [200],
    access: OPERATOR,
  }),
  // Decision: GET /xapi/operator/audit — the audit log, newest first, by id cursor.
  audit: defineEndpoint({
    key: 'operator.audit',
    method: 'GET',
    path: '/xapi/operator/audit',
    query: OperatorAuditQuery,
    response: OperatorAuditPage,
    status: [200],
    access: OPERATOR,
  }),
  // Decision: PUT /xapi/operator/markets/{marketId}/status — a trader suspends, reopens or
  // closes a market (scope trading); 202: the feed applies it in its next ingest.
  setMarketStatus: defineEndpoint({
    key: 'operator.setMarketStatus',
    method: 'PUT',
    path: '/xapi/operator/markets/{marketId}/status',
    params: TraderMarketParams,
    body: { kind: 'json', schema: TraderMarketStatusRequest },
    response: TraderActionResponse,
    status: [202],
    access: OPERATOR,
  }),
  // Decision: PUT /xapi/operator/outcomes/{outcomeId}/price — a trader sets an outcome's price.
  setOutcomePrice: defineEndpoint({
    key: 'operator.setOutcomePrice',
    method: 'PUT',
    path: '/xapi/operator/outcomes/{outcomeId}/price',
    params: TraderOutcomeParams,
    body: { kind: 'json', schema: TraderOutcomePriceRequest },
    response: TraderActionResponse,
    status: [202],
    access: OPERATOR,
  }),
} as const;
