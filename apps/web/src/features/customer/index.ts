/** The customer area's view of a school (its name, place, codes and heads), which the school selection shows. */
export { useCustomer } from './api/get-customer.ts';
