/** Reports: what happened while the player looked away (battles, marches, notices), unread until read. */
export { reportsRouter } from './procedures.ts';
export { fileReport, gatherPayout, hasNewReports, REPORT_KINDS, type ReportKind } from './service.ts';
export { folderOf, REPORT_FOLDERS, type ReportFolder } from './service.ts';
export { markClaimed, unclaimedCount, unclaimedForUpdate, undefendedRaids } from './repo.ts';
// what galaxy events score
export { reportsFiledBetween } from './repo.ts';
export { reportView, type ReportView } from './service.ts';
export { readShared, type SharedRead, shareErrors } from './shares.ts';
export { type FiledReport, onReportFiled, type ReportFiledListener } from './filed.ts';
// tool tokens: the owner's reports, read by a fan tool
export { readReports } from './service.ts';
export { reportsCatalogue } from './errors.ts';
// shared intelligence: a commander's own report, shared with the alliance by hand
export { findReport as ownReport } from './repo.ts';
