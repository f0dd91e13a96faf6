// What the demo seed uses: a finished audit stored as the API stores one.
export { insertTimeAudit, surveyValues } from './service';
