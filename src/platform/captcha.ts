/** The captcha seen by the modules: actions `login` and `authTokenLogin` (spec 7), plus `register` and `contact`. */
export type CaptchaAction = 'login' | 'authTokenLogin' | 'register' | 'contact';

export interface Captcha {
  /** A fresh challenge for the browser to solve (JSON-serialisable). */
  challenge(action: CaptchaAction, now: number): Promise<unknown>;
  /** True when `token` is a valid, unexpired, unused solution for `action`. */
  verify(token: string | null | undefined, action: CaptchaAction, now: number): Promise<boolean>;
}
