/** The part of Stripe.js (v3) the card form uses: Elements' card element and createToken. */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  unmount(): void;
  destroy?(): void;
}
export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createToken(element: StripeCardElement): Promise<{ token?: { id: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

const loads = new Map<string, Promise<StripeFactory>>();

/**
 * Loads Stripe.js once from the configured address (js.stripe.com, or localstripe's stand-in in make dev; the
 * gateway's CSP allows it through PAYMENT_ORIGINS). Card numbers go from its fields to Stripe, never to us.
 */
export function loadStripe(jsUrl: string, publishableKey: string): Promise<StripeJs> {
  let load = loads.get(jsUrl);
  if (!load) {
    load = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = jsUrl;
      script.async = true;
      script.onload = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not load'));
      };
      script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
      document.head.appendChild(script);
    });
    load.catch(() => loads.delete(jsUrl));
    loads.set(jsUrl, load);
  }
  return load.then((factory) => factory(publishableKey));
}
