import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { gyms } from './gyms';
import { ownedBy, ts } from './columns';

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull().unique(),
  description: text(),
  isSystem: boolean().notNull().default(false),
  parentRoleId: integer(),
  level: integer().notNull().default(0),
  displayOrder: integer().notNull().default(0),
  icon: varchar({ length: 50 }),
  createdAt: ts().notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull().unique(),
  description: text(),
  category: varchar({ length: 50 }).notNull().default('general'),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 50 }).notNull(),
    password: text().notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    mobile: varchar({ length: 20 }),
    // Spec 001 says gymId is required; a user registered against a pending gym submission
    // has none until an admin approves it (docs/decisions/0003-user-gym-pending.md).
    gymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    /**
     * Whether the gym approved the user's place at gymId: 'approved' or 'pending' while a gym is
     * set, 'none' without one (docs/decisions/0130-gym-access-approval.md).
     */
    gymAccess: varchar({ length: 20 }).notNull().default('none'),
    isAdmin: boolean().notNull().default(false),
    role: varchar({ length: 50 }).notNull(),
    roleId: integer().references(() => roles.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('active'),
    lastLogin: ts(),
    loginCount: integer().notNull().default(0),
    loginAttempts: integer().notNull().default(0),
    accountLockedUntil: ts(),
    passwordChangedAt: ts(),
    mustChangePassword: boolean().notNull().default(false),
    createdAt: ts().notNull().defaultNow(),
    createdBy: integer(),
    updatedAt: ts().notNull().defaultNow(),
    updatedBy: integer(),
    /** sha-256 of the reset token; the token itself is never stored. */
    passwordResetToken: text(),
    passwordResetExpiry: ts(),
    /** sha-256 of the SMS code. */
    smsResetCode: text(),
    smsResetExpiry: ts(),
    smsResetAttempts: integer().notNull().default(0),
    /**
     * What a user search matches (decisions 0179, 0181): username, email and "first last" in one
     * lower-cased text kept by PostgreSQL, so a contains search is one trigram index lookup whose
     * recheck compares stored text instead of lower-casing every candidate row again. The admin
     * user search and the gym access search compare this column. Never written by the app.
     */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        sql`lower(${users.username} || ' ' || ${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_gym_idx').on(t.gymId),
    index('users_status_idx').on(t.status),
    // The admin user search and the gym access search: any part of the text, one trigram index.
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The admin user list's newest-first page: read in order, not sorted (decision 0179).
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A request for access to a gym's private data: made at registration (or when an admin moves a
 * user to a gym it has not approved), decided by the gym's approvers or an admin.
 */
export const gymAccessRequests = pgTable(
  'gym_access_requests',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    gymId: ownedBy(() => gyms.id),
    role: varchar({ length: 50 }).notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    createdAt: ts().notNull().defaultNow(),
    decidedAt: ts(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
  },
  (t) => [
    index('gym_access_requests_gym_status_idx').on(t.gymId, t.status, t.createdAt),
    index('gym_access_requests_status_idx').on(t.status, t.createdAt),
    index('gym_access_requests_created_idx').on(t.createdAt, t.id),
    uniqueIndex('gym_access_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ownedBy(() => users.id),
    roleId: ownedBy(() => roles.id),
    createdBy: integer(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ownedBy(() => roles.id),
    permissionId: ownedBy(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie value; the cookie value itself is never stored. */
    idHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    lastSeenAt: ts().notNull().defaultNow(),
    expiresAt: ts().notNull(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userLoginLog = pgTable(
  'user_login_log',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    usernameAttempted: varchar({ length: 255 }),
    loginTime: ts().notNull().defaultNow(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    success: boolean().notNull().default(true),
    failureReason: varchar({ length: 100 }),
    sessionId: text(),
    logoutTime: ts(),
  },
  (t) => [
    index('user_login_log_user_idx').on(t.userId, t.loginTime),
    // The retention sweep's way to the oldest rows (platform/retention.ts).
    index('user_login_log_time_idx').on(t.loginTime),
  ],
);

export const userActivityLog = pgTable(
  'user_activity_log',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 100 }).notNull(),
    resourceType: varchar({ length: 50 }),
    resourceId: varchar({ length: 50 }),
    oldValues: jsonb(),
    newValues: jsonb(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    occurredAt: ts().notNull().defaultNow(),
  },
  (t) => [index('user_activity_log_time_idx').on(t.occurredAt)],
);

export const userTempPassword = pgTable('user_temp_password', {
  id: serial().primaryKey(),
  userId: ownedBy(() => users.id),
  /** argon2id hash of the temporary password. */
  tempPassword: text().notNull(),
  createdBy: integer(),
  expiresAt: ts().notNull(),
  used: boolean().notNull().default(false),
  usedAt: ts(),
  createdAt: ts().notNull().defaultNow(),
});

export const userStatusChange = pgTable('user_status_change', {
  id: serial().primaryKey(),
  userId: ownedBy(() => users.id),
  oldStatus: varchar({ length: 20 }),
  newStatus: varchar({ length: 20 }).notNull(),
  reason: text(),
  changedBy: integer(),
  changedAt: ts().notNull().defaultNow(),
});
