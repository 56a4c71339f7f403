export { StatementMatching } from './components/statement-matching';
