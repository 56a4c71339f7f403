export { SynonymsForm } from './components/synonyms-form';
export { getSearchSynonyms } from './synonyms-api';
