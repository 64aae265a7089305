import { Admin } from './admin.entity';

/** The admin as legacy clients read it (never the password hash); a person invited by e-mail goes by it. */
export const toLegacyAdmin = (admin: Admin) => ({
  _id: admin.id,
  userName: admin.userName ?? admin.email,
  createdAt: admin.createdAt,
  updatedAt: admin.updatedAt,
});
