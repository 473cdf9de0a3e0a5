/* global window, document */
/**
 * The fake Stripe.js, served by the Stripe fake at /v3. It defines `window.Stripe(publishableKey)`
 * with what @stripe/react-stripe-js and the card form use: a card element made of plain inputs,
 * payment-method creation and confirmation against the fake API, and a fake 3-D Secure dialog.
 * The server fills in the two placeholders below when it serves the file.
 */
(function defineFakeStripe() {
  'use strict';

  const apiOrigin = '__FAKE_STRIPE_API_ORIGIN__';
  const releaseTrain = '__FAKE_STRIPE_RELEASE_TRAIN__';

  /** Encodes nested data with brackets, as Stripe's API reads it (`card[number]=…`). */
  function encodeForm(data) {
    const pairs = new URLSearchParams();
    const add = (key, value) => {
      if (value === undefined || value === null) return;
      if (typeof value === 'object') {
        for (const [name, child] of Object.entries(value))
          add(key ? `${key}[${name}]` : name, child);
        return;
      }
      pairs.append(key, String(value));
    };
    add('', data);
    return pairs.toString();
  }

  /** Calls the fake API with the publishable key; answers `{ data }` or `{ error }` like Stripe.js. */
  async function callApi(key, method, path, data) {
    const encoded = encodeForm(data);
    try {
      const response = await fetch(`${apiOrigin}${path}${method === 'GET' ? `?${encoded}` : ''}`, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: method === 'POST' ? encoded : undefined,
      });
      const body = await response.json();
      return response.ok ? { data: body } : { error: body.error };
    } catch {
      return {
        error: {
          type: 'api_connection_error',
          message: 'An error occurred with our connection to Stripe.',
        },
      };
    }
  }

  const digits = (text) => text.replace(/\D/g, '');

  function passesLuhn(number) {
    let sum = 0;
    for (let index = 0; index < number.length; index += 1) {
      let digit = Number(number[number.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (number.startsWith('4')) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65)/.test(number)) return 'discover';
    return 'unknown';
  }

  /** The month and two-digit year typed as `MM / YY`, `MM/YY` or `MMYY`. */
  function readExpiry(text) {
    const parts = digits(text);
    return { month: parts.slice(0, 2), year: parts.slice(2, 4) };
  }

  function field(testId, label, placeholder, autocomplete) {
    const input = document.createElement('input');
    input.dataset.testid = testId;
    input.setAttribute('aria-label', label);
    input.placeholder = placeholder;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.style.cssText = 'border:1px solid #ccc;border-radius:4px;padding:4px 6px;min-width:0';
    return input;
  }

  /** Elements whose card data the fake can read, keyed by the element object handed out. */
  const cardInputs = new WeakMap();

  /** The card element: three plain inputs under a visible label, with Stripe's element API. */
  function createCardElement(options, onDestroy) {
    const handlers = new Map();
    const number = field('fake-card-number', 'Card number', '1234 1234 1234 1234', 'cc-number');
    const expiry = field('fake-card-expiry', 'Expiration date MM / YY', 'MM / YY', 'cc-exp');
    const cvc = field('fake-card-cvc', 'CVC', 'CVC', 'cc-csc');
    number.style.flex = '3';
    expiry.style.flex = '1';
    cvc.style.flex = '1';
    const root = document.createElement('div');
    root.dataset.testid = 'fake-card-field';
    const label = document.createElement('div');
    label.textContent = 'Test card field (fake Stripe)';
    label.style.cssText = 'font-size:12px;color:#666;margin-bottom:4px';
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px';
    row.append(number, expiry, cvc);
    root.append(label, row);

    const emit = (event, payload) => {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    };
    const applyOptions = (next) => {
      const base = next?.style?.base ?? {};
      for (const input of [number, expiry, cvc]) {
        if (base.fontSize) input.style.fontSize = base.fontSize;
        if (base.color) input.style.color = base.color;
        if (base.fontFamily) input.style.fontFamily = base.fontFamily;
        if (next?.disabled !== undefined) input.disabled = Boolean(next.disabled);
      }
    };
    const state = () => {
      const cardNumber = digits(number.value);
      const { month, year } = readExpiry(expiry.value);
      const cardCvc = digits(cvc.value);
      const today = new Date();
      const expired =
        year.length === 2 &&
        (2000 + Number(year) < today.getFullYear() ||
          (2000 + Number(year) === today.getFullYear() && Number(month) < today.getMonth() + 1));
      let error;
      if (cardNumber.length >= 16 && !passesLuhn(cardNumber)) {
        error = {
          type: 'validation_error',
          code: 'invalid_number',
          message: 'Your card number is incorrect.',
        };
      } else if (expired) {
        error = {
          type: 'validation_error',
          code: 'invalid_expiry_year_past',
          message: "Your card's expiration year is in the past.",
        };
      }
      const validMonth = Number(month) >= 1 && Number(month) <= 12;
      return {
        elementType: 'card',
        empty: !cardNumber && !digits(expiry.value) && !cardCvc,
        complete:
          !error &&
          cardNumber.length >= 13 &&
          passesLuhn(cardNumber) &&
          validMonth &&
          year.length === 2 &&
          cardCvc.length >= 3,
        error,
        brand: brandOf(cardNumber),
        value: { postalCode: '' },
      };
    };
    for (const input of [number, expiry, cvc]) {
      input.addEventListener('input', () => emit('change', state()));
      input.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      input.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
    }
    applyOptions(options);

    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node)
          throw new Error(`The selector you specified (${target}) applies to no DOM elements.`);
        node.appendChild(root);
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      unmount() {
        root.remove();
      },
      destroy() {
        root.remove();
        handlers.clear();
        cardInputs.delete(element);
        onDestroy();
      },
      on(event, handler) {
        handlers.set(event, new Set([...(handlers.get(event) ?? []), handler]));
        return element;
      },
      once(event, handler) {
        const wrapped = (payload) => {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      off(event, handler) {
        if (handler) handlers.get(event)?.delete(handler);
        else handlers.delete(event);
        return element;
      },
      update(next) {
        applyOptions(next);
      },
      focus() {
        number.focus();
      },
      blur() {
        for (const input of [number, expiry, cvc]) input.blur();
      },
      clear() {
        for (const input of [number, expiry, cvc]) input.value = '';
        emit('change', state());
      },
    };
    cardInputs.set(element, () => {
      const { month, year } = readExpiry(expiry.value);
      return { number: digits(number.value), exp_month: month, exp_year: year, cvc: cvc.value };
    });
    return element;
  }

  /** An Elements group; like Stripe.js, it holds at most one card element at a time. */
  function createElements(options) {
    let card = null;
    let groupOptions = options ?? {};
    return {
      create(type, elementOptions) {
        if (type !== 'card')
          throw new Error(`The fake Stripe.js supports only the card element, not ${type}.`);
        if (card) throw new Error('Can only create one Element of type card.');
        card = createCardElement({ ...groupOptions, ...elementOptions }, () => {
          card = null;
        });
        return card;
      },
      getElement(type) {
        const name = typeof type === 'string' ? type : type?.__elementType;
        return name === 'card' ? card : null;
      },
      update(next) {
        groupOptions = { ...groupOptions, ...next };
      },
      fetchUpdates: () => Promise.resolve({}),
      submit: () => Promise.resolve({}),
    };
  }

  /** The in-page dialog standing in for the bank's check: resolves true to pass, false to fail. */
  function askForAuthentication() {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.dataset.testid = 'fake-3ds-modal';
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Fake 3-D Secure');
      dialog.style.cssText =
        'background:#fff;padding:24px;border-radius:8px;max-width:360px;font-family:sans-serif';
      const title = document.createElement('h2');
      title.textContent = 'Fake 3-D Secure';
      const note = document.createElement('p');
      note.textContent = "Test page standing in for the card issuer's 3-D Secure check.";
      const button = (text, testId, passed) => {
        const control = document.createElement('button');
        control.type = 'button';
        control.textContent = text;
        control.dataset.testid = testId;
        control.style.marginRight = '8px';
        control.addEventListener('click', () => {
          overlay.remove();
          resolve(passed);
        });
        return control;
      };
      dialog.append(
        title,
        note,
        button('Complete authentication', 'fake-3ds-complete', true),
        button('Fail authentication', 'fake-3ds-fail', false),
      );
      overlay.append(dialog);
      document.body.append(overlay);
    });
  }

  /** `{ paymentIntent }`, or `{ error }` when the last attempt failed, as Stripe.js resolves. */
  function intentResult(paymentIntent) {
    if (paymentIntent.status === 'requires_payment_method' && paymentIntent.last_payment_error) {
      return { error: { ...paymentIntent.last_payment_error, payment_intent: paymentIntent } };
    }
    return { paymentIntent };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    }
    const api = (method, path, data) => callApi(publishableKey, method, path, data);
    const intentPath = (clientSecret) => `/v1/payment_intents/${clientSecret.split('_secret_')[0]}`;

    async function createPaymentMethod(request, legacyElement, legacyData) {
      const { card, billing_details: billingDetails } =
        typeof request === 'string' ? { card: legacyElement, ...legacyData } : request;
      const readCard = cardInputs.get(card);
      if (!readCard) {
        return {
          error: {
            type: 'validation_error',
            message:
              'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
          },
        };
      }
      const created = await api('POST', '/v1/payment_methods', {
        type: 'card',
        card: readCard(),
        billing_details: billingDetails,
      });
      return created.error ? { error: created.error } : { paymentMethod: created.data };
    }

    async function authenticate(paymentIntent, clientSecret) {
      const passed = await askForAuthentication();
      const answer = await api(
        'POST',
        `/v1/fake/payment_intents/${paymentIntent.id}/authenticate`,
        {
          client_secret: clientSecret,
          succeed: passed,
        },
      );
      return answer.error ? { error: answer.error } : intentResult(answer.data);
    }

    async function retrievePaymentIntent(clientSecret) {
      const fetched = await api('GET', intentPath(clientSecret), { client_secret: clientSecret });
      return fetched.error ? { error: fetched.error } : { paymentIntent: fetched.data };
    }

    return {
      elements: createElements,
      createPaymentMethod,
      retrievePaymentIntent,
      async createToken() {
        return {
          error: {
            type: 'invalid_request_error',
            message: 'The fake Stripe.js does not create tokens; use createPaymentMethod.',
          },
        };
      },
      async handleNextAction({ clientSecret }) {
        const fetched = await retrievePaymentIntent(clientSecret);
        if (fetched.error) return fetched;
        const intent = fetched.paymentIntent;
        return intent.status === 'requires_action'
          ? authenticate(intent, clientSecret)
          : intentResult(intent);
      },
      async confirmCardPayment(clientSecret, data = {}) {
        let paymentMethod = data.payment_method;
        if (paymentMethod && typeof paymentMethod === 'object') {
          const created = await createPaymentMethod({ type: 'card', ...paymentMethod });
          if (created.error) return created;
          paymentMethod = created.paymentMethod.id;
        }
        const fetched = await retrievePaymentIntent(clientSecret);
        if (fetched.error) return fetched;
        if (fetched.paymentIntent.status === 'requires_action' && !paymentMethod) {
          return authenticate(fetched.paymentIntent, clientSecret);
        }
        const confirmed = await api('POST', `${intentPath(clientSecret)}/confirm`, {
          client_secret: clientSecret,
          payment_method: paymentMethod,
        });
        if (confirmed.error) return { error: confirmed.error };
        return confirmed.data.status === 'requires_action'
          ? authenticate(confirmed.data, clientSecret)
          : intentResult(confirmed.data);
      },
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }

  Stripe.version = releaseTrain;
  window.Stripe = Stripe;
})();
