import { LoginPage } from '@/features/identity/auth/routes/login-page';
import { QuizOffer, useQuizOffer } from '@/features/companies/quiz/components/quiz-offer';

/** The login page, offering the company's quiz to an inactive account that must pass it (seed §4). */
export function LoginWithQuizOffer() {
  const offer = useQuizOffer();
  return <LoginPage onInactive={offer.check} inactiveNotice={<QuizOffer offer={offer} />} />;
}
