import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';

/** The application secret of every test back end, and of the processes a test starts beside it. */
export const testSecrets = appSecretsFrom('test-secret-for-akwaaba-drive-api-tests');
