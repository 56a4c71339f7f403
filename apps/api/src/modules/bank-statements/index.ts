export { statementRoutes } from './routes';
export { createStatementService, type MatchHooks, type StatementService } from './service';
