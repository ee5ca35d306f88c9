import type { LoginData } from '../menu/types.ts';
import type { TokenDetails, UserType } from '../session/sessionRules.ts';
import { api, bearerApi, formData } from './http.ts';

// The five sign-in calls of SPEC section 7.

export interface Credentials {
  uname: string;
  password: string;
  /** "Remember my preference": the longer idle limit (sent only when ticked, so the SPEC's body is unchanged otherwise). */
  remember?: boolean;
}

export interface LoginResponse {
  status: number;
  message?: string;
  type?: UserType;
  tokenDetails?: TokenDetails;
}

export interface StatusResponse {
  status: number;
  message?: string;
}

export interface LoginDataResponse {
  status: number;
  message?: string;
  data?: LoginData;
}

export interface AuthApi {
  masterLogin(credentials: Credentials): Promise<LoginResponse>;
  employeeLogin(credentials: Credentials): Promise<LoginResponse>;
  register(credentials: Credentials): Promise<StatusResponse>;
  loginData(type: UserType, userid: string | number): Promise<LoginDataResponse>;
  /** Ends every session of the signed-in login on the server (POST /api/account/logout). */
  signOut?(): Promise<unknown>;
  /** A fresh token for the signed-in session (POST /api/account/renew): the sliding session. */
  renew?(): Promise<LoginResponse>;
}

export const authApi: AuthApi = {
  masterLogin: ({ uname, password, remember }) =>
    api.post('super/superUserLogin', { json: remember ? { uname, password, remember: true } : { uname, password } }).json<LoginResponse>(),

  employeeLogin: ({ uname, password, remember }) =>
    bearerApi.post('super/employeelogin', { body: formData(remember ? { uname, password, remember: 'true' } : { uname, password }) }).json<LoginResponse>(),

  renew: () => api.post('account/renew', { json: {} }).json<LoginResponse>(),

  register: ({ uname, password }) =>
    bearerApi.post('super/register', { body: formData({ uname, password }) }).json<StatusResponse>(),

  // The master's call uses the standard client (token as ?auth=); the employee's sends a Bearer header.
  signOut: () => api.post('account/logout', { json: {} }).json(),
  loginData: (type, userid) => {
    const id = encodeURIComponent(String(userid));
    return type === 'master'
      ? api.get(`super/superlogindata/${id}`).json<LoginDataResponse>()
      : bearerApi.get(`super/emplogindata/${id}`).json<LoginDataResponse>();
  },
};
