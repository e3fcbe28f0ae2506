import type { Me, Session, SigninInput, SignupInput } from '../../../shared/schemas.js';
import { apiRequest } from '../../lib/api.js';

export function signin(input: SigninInput): Promise<Session> {
  return apiRequest<Session>('/signin', { method: 'POST', body: input, auth: false });
}

export async function signup(input: SignupInput): Promise<Session> {
  const body = await apiRequest<{ data: Session }>('/signup', { method: 'POST', body: input, auth: false });
  return body.data;
}

export async function signout(): Promise<void> {
  await apiRequest('/signout', { method: 'POST' });
}

export function fetchMe(): Promise<Me> {
  return apiRequest<Me>('/me');
}
