import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const userLoginDocument = graphql(`
  mutation UserLogin($input: UserLoginInput!) {
    userLogin(input: $input) {
      success
      errorCode
      accessPersist
    }
  }
`);

export interface LoginOutcome {
  success: boolean;
  errorCode: string | null;
}

/** Signs the current session in; a failed call becomes a failure without a known code. */
export async function logIn(username: string, password: string): Promise<LoginOutcome> {
  try {
    const { userLogin } = await execute(userLoginDocument, { input: { username: username.trim(), password } });
    return { success: userLogin.success, errorCode: userLogin.errorCode ?? null };
  } catch {
    return { success: false, errorCode: null };
  }
}
