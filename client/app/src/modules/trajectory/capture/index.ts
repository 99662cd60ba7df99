/** The recording-session component the /trajectory pages mount: `<RecordingSession caseId caseGroupId scanPoints />`. */
export { RecordingSession } from './RecordingSession';
