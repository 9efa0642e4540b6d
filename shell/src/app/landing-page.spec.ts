import { landingPage } from './landing-page';

describe('landingPage', () => {
  it('is the page itself', () => {
    expect(landingPage({ pathname: '/dashboard', search: '' })).toBe('/dashboard');
    expect(landingPage({ pathname: '/my-subs/', search: '?tab=1' })).toBe('/my-subs');
  });

  it('is where a sign-in link goes once verified: its redirect, else the dashboard', () => {
    expect(landingPage({ pathname: '/verify-login', search: '?token=abc' })).toBe('/dashboard');
    expect(landingPage({ pathname: '/verify-login', search: '?token=abc&redirect=%2Fmy-subs' })).toBe('/my-subs');
    expect(landingPage({ pathname: '/verify-login', search: '?token=abc&redirect=https%3A%2F%2Fevil.example' })).toBe('/dashboard');
  });
});
