import { baseApi } from '../../api/baseApi';

export const discountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateDiscountCode: build.query<{ success: boolean; code?: string }, string>({
      query: (code) => ({ url: 'billing/validateDiscountCode', params: { code } }),
    }),
  }),
});

export const { useValidateDiscountCodeQuery } = discountApi;
