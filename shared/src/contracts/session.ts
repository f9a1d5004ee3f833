/** spec 3: the login response value, shared by the API and mf-auth. */
export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  type: number;
  customerType: number;
  firstTimeLogin: boolean;
  trail: boolean;
  rememberToken?: string;
}
