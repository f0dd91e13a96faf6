/** What other parts of the server use of the document repository: the demo seed tags its documents. */
export { setTags } from './service/documents';
