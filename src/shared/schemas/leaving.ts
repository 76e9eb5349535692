import { Type, type Static } from 'typebox';

// 退会 and データのダウンロード (issue 22).

export const LeaveRequest = Type.Object({ currentPassword: Type.String({ maxLength: 1000 }) });
export type LeaveRequest = Static<typeof LeaveRequest>;

const Nullable = <T extends ReturnType<typeof Type.String>>(type: T) => Type.Union([type, Type.Null()]);

const ContentRef = { contentId: Type.String(), title: Type.String() };

/** Everything the site keeps about a member, as she downloads it (a disclosure under the APPI). */
export const MemberDataExport = Type.Object({
  exportedAt: Type.String(),
  profile: Type.Object({
    email: Type.String(),
    displayName: Nullable(Type.String()),
    joinedAt: Type.String(),
    lastLoginAt: Nullable(Type.String()),
    isAdmin: Type.Boolean(),
  }),
  history: Type.Array(Type.Object({ ...ContentRef, viewedAt: Type.String() })),
  favorites: Type.Array(Type.Object({ ...ContentRef, addedAt: Type.String() })),
  progress: Type.Array(
    Type.Object({
      ...ContentRef,
      positionSeconds: Type.Number(),
      durationSeconds: Type.Number(),
      watchedAt: Nullable(Type.String()),
      updatedAt: Type.String(),
    }),
  ),
  /** やったよ: one entry per content and business day. */
  activity: Type.Array(Type.Object({ ...ContentRef, day: Type.String(), doneAt: Type.String() })),
  programs: Type.Array(
    Type.Object({
      programId: Type.String(),
      title: Type.String(),
      startedDay: Type.String(),
      startedAt: Type.String(),
      endedAt: Nullable(Type.String()),
      endReason: Nullable(Type.String()),
    }),
  ),
  /** Her comments, questions and replies (issue 23), and the comments she reported. */
  comments: Type.Array(
    Type.Object({
      ...ContentRef,
      kind: Type.String(),
      body: Type.String(),
      status: Type.String(),
      createdAt: Type.String(),
      editedAt: Nullable(Type.String()),
    }),
  ),
  commentReports: Type.Array(
    Type.Object({ commentId: Type.String(), reason: Type.String(), createdAt: Type.String() }),
  ),
  /** Devices that get push reminders: when, and which push service; never their keys. */
  pushDevices: Type.Array(Type.Object({ registeredAt: Type.String(), pushService: Type.String() })),
  settings: Type.Object({
    liveReminderMail: Type.Boolean(),
    liveReminderMailSince: Nullable(Type.String()),
    calendarFeedIssuedAt: Nullable(Type.String()),
  }),
});
export type MemberDataExport = Static<typeof MemberDataExport>;
