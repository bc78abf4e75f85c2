/** The activity log as other areas use it: the link to a record's own history (issue 20). */
export { ActivityLink } from './components/activity-link.tsx';
export { activityPath } from './model/activity-view.ts';
