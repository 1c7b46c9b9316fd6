import type {
  AuthCheckResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

/** The account calls of /auth; each resolves to the server's reply and rejects on any failure. */
export const authApi = {
  register: async (request: RegisterRequest) => (await apiClient.post<RegisterResponse>('/auth/register', request)).data,
  login: async (request: LoginRequest) => (await apiClient.post<LoginResponse>('/auth/login', request)).data,
  /** The account as stored now: another device may have changed it since this one signed in. */
  profile: async () => (await apiClient.get<ProfileResponse>('/auth/profile')).data.user,
  resetPassword: async (request: ForgotPasswordRequest) => (await apiClient.post<MessageResponse>('/auth/forgot-password', request)).data,
  updateProfile: async (request: UpdateProfileRequest) =>
    (await apiClient.put<UpdateProfileResponse>('/auth/profile', request, { changesPassword: request.password !== undefined && request.password !== '' })).data,
};

export type Access = 'user' | 'admin';

/** Asks the server whether the stored token may open the user or the admin dashboard. */
export async function hasAccess(access: Access, signal: AbortSignal): Promise<boolean> {
  const { data } = await apiClient.get<AuthCheckResponse>(`/auth/${access}-auth`, { signal });
  return data.ok;
}
