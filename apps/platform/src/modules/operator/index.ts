/**
 * The operator door's face (issue 10 item 8): the platform registers `operatorRoutes` and has the
 * operators ready at start (`prepareOperators`); an operator module (cms) registers its calls with
 * `operatorGuard`, checks `assertScope` and records each change with `recordOperatorAction` in
 * the transaction that makes it.
 */
export { operatorRoutes } from './routes';
export { assertScope, operatorGuard, type OperatorPrincipal } from './guard';
export { recordOperatorAction, type AuditDetail, type OperatorAction } from './repository';
export { prepareOperators } from './directory';
