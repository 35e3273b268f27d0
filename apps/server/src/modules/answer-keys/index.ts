/** The answer-keys module's front door. */
export { createAnswerKeysRepository } from './answer-keys.repository.ts';
export { createAnswerKeysService } from './answer-keys.service.ts';
export { answerKeysRoutes } from './answer-keys.routes.ts';
export { rescoreInThread } from './rescore-thread.ts';
