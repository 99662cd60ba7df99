/** The data center other modules mount (the patient detail's "data center" tab): `<DataCenter patientId caseId />`. */
export { DataCenter } from './DataCenter';
export { formatBytes } from './file-rules';
