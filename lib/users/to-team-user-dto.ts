import { ROLES } from '@/lib/access/routes';
import { ACTIVE_STATUS, type TeamUserDto } from './schemas';

export const TEAM_USER_SELECT = {
  id: true,
  username: true,
  email: true,
  salutation: true,
  title: true,
  firstName: true,
  lastName: true,
  phone: true,
  mobile: true,
  jobTitle: true,
  department: true,
  departmentSize: true,
  useIndividualAddress: true,
  addressLine1: true,
  addressLine2: true,
  county: true,
  postCode: true,
  country: true,
  statusId: true,
  roles: true,
  accountId: true,
  isAdmin: true,
  account: { select: { type: true } },
} as const;

type Row = Omit<TeamUserDto, '_id' | 'typeId' | 'accountDisabled' | 'purchaseStatus'> & { id: number; account: { type: string } };

/** platform-shell 3: accountDisabled when status is not 100, purchaseStatus from MyOffers_Purchase. */
export function toTeamUserDto({ id, account, ...user }: Row): TeamUserDto {
  return {
    _id: id,
    ...user,
    typeId: account.type.toLowerCase(),
    accountDisabled: user.statusId !== ACTIVE_STATUS,
    purchaseStatus: user.roles.includes(ROLES.purchase),
  };
}
