import { Admin } from './admin.entity';

/** The admin as legacy clients read it (never the password hash). */
export const toLegacyAdmin = (admin: Admin) => ({
  _id: admin.id,
  userName: admin.userName,
  createdAt: admin.createdAt,
  updatedAt: admin.updatedAt,
});
