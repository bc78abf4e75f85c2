import { useCustomer } from '@/features/customer/api/get-customer.ts';
import { useCustomerUser } from '@/features/customer/api/get-customer-user.ts';
import { useUsedCode } from '@/features/school/api/get-used-code.ts';
import { useSession } from './session-context.tsx';

export interface ActingSchool {
  name: string;
  city: string;
  /** Vendor staff acting for a school that is not their own. */
  impersonating: boolean;
  /** The impersonated school's code, when impersonating. */
  customerCode: string | undefined;
}

/**
 * The school the session acts for, as the toolbar shows it: the user's own school (from the
 * customer-area user detail), or for vendor staff the school they selected (`GET /school/codMin`, then
 * `GET /api/customers/{code}`).
 */
export function useActingSchool(): ActingSchool | undefined {
  const { customerCode, username, isVendor } = useSession();
  const user = useCustomerUser(customerCode, username);
  const usedCode = useUsedCode({ enabled: isVendor });
  const impersonatedCode = usedCode.data?.impersonating ? usedCode.data.customerCode : undefined;
  const impersonated = useCustomer(impersonatedCode);
  if (impersonatedCode) {
    return impersonated.data
      ? {
          name: impersonated.data.name,
          city: impersonated.data.city,
          impersonating: true,
          customerCode: impersonatedCode,
        }
      : undefined;
  }
  return user.data
    ? {
        name: user.data.customerName,
        city: user.data.customerCity,
        impersonating: false,
        customerCode: undefined,
      }
    : undefined;
}

/** The full name of the signed-in user: the customer area's, else the token's. */
export function useUserFullName(): string {
  const { customerCode, username, displayName } = useSession();
  const user = useCustomerUser(customerCode, username);
  return user.data?.fullName || displayName;
}
