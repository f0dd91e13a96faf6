import { noContent } from '../../../shared/answers';
import {
  adminChapterDetailSchema,
  adminChapterListQuery,
  adminChapterListSchema,
  adminChapterSchema,
  applicationListQuery,
  applicationListSchema,
  approveApplicationAnswer,
  chapterApplicationAnswer,
  chapterUpdateSchema,
  joinRequestListQuery,
  joinRequestListSchema,
  rejectApplicationSchema,
} from '../../../shared/chapters';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { joinRequestReviewRoutes } from './review-routes';
import { approveApplication, listApplications, rejectApplication } from './service/applications';
import { deleteChapter, getAdminChapter, listAdminChapters, updateChapter } from './service/chapters';
import { listJoinRequests } from './service/membership';

const tags = ['chapters'];
const applicationParams = idParamsOf('Invalid application id');
const chapterParams = idParamsOf('Invalid chapter id');

/** The admin's breakfast club: applications, chapters and join requests under /api/admin. */
export const chapterAdminRoutes: Feature = (api, deps) => {
  const admin = access.permission('chapters.manage');

  api.get(
    '/admin/chapter-applications',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Chapter applications by status (pending first by default)',
        querystring: applicationListQuery,
        response: { 200: applicationListSchema },
      },
    },
    async (request) => listApplications(deps, request.query),
  );

  api.post(
    '/admin/chapter-applications/:id/approve',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve: create the active chapter with the applicant as president',
        params: applicationParams,
        response: { 200: approveApplicationAnswer },
      },
    },
    async (request) => approveApplication(deps, request.params.id, currentUser(request).id, activityMeta(request)),
  );

  api.post(
    '/admin/chapter-applications/:id/reject',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reject an application with a reason the applicant is told',
        params: applicationParams,
        body: rejectApplicationSchema,
        response: { 200: chapterApplicationAnswer },
      },
    },
    async (request) =>
      rejectApplication(deps, request.params.id, request.body.reason, currentUser(request).id, activityMeta(request)),
  );

  api.get(
    '/admin/chapters',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Chapters of every status, searchable',
        querystring: adminChapterListQuery,
        response: { 200: adminChapterListSchema },
      },
    },
    async (request) => listAdminChapters(deps, request.query),
  );

  api.get(
    '/admin/chapters/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One chapter with its members',
        params: chapterParams,
        response: { 200: adminChapterDetailSchema },
      },
    },
    async (request) => getAdminChapter(deps, request.params.id),
  );

  api.put(
    '/admin/chapters/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit a chapter: details, status, president hand-over and board seats',
        params: chapterParams,
        body: chapterUpdateSchema,
        response: { 200: adminChapterSchema },
      },
    },
    async (request) =>
      updateChapter(deps, request.params.id, request.body, currentUser(request).id, activityMeta(request)),
  );

  api.delete(
    '/admin/chapters/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a chapter with its members and requests (its events stay)',
        params: chapterParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteChapter(deps, request.params.id, currentUser(request).id, activityMeta(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/chapter-join-requests',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Join requests of every chapter by status',
        querystring: joinRequestListQuery,
        response: { 200: joinRequestListSchema },
      },
    },
    async (request) => listJoinRequests(deps, request.query),
  );

  joinRequestReviewRoutes(api, deps, { path: '/admin/chapter-join-requests', routeAccess: admin, asAdmin: true });
};
