import {
  type AdminPromotion,
  PROMOTION_CODE_MAX_LENGTH,
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
  PROMOTION_LABEL_MAX_LENGTH,
  type PromotionKind,
  type PromotionValues,
} from '@storefront/contract';
import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { ChoiceCards } from '~/ui/choice-cards';
import { CheckboxField, Field } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import {
  fieldsOfServer,
  promotionResolver,
  type PromotionFormValues,
  toFormValues,
} from '../promotion-form-model';
import { createPromotion, type PickedProduct, updatePromotion } from '../promotions-api';
import { ProductPicker } from './product-picker';

const HOW_CHOICES = [
  {
    value: 'code',
    label: 'With a code',
    description: 'Shoppers type it in the cart or at checkout, in capitals or not.',
  },
  {
    value: 'automatic',
    label: 'Automatic',
    description: 'Applies by itself to every cart that meets the conditions.',
  },
] as const;

const KIND_DESCRIPTIONS: Record<PromotionKind, string> = {
  percentage: 'A percentage off the products it applies to, with an optional cap in rupees.',
  amount: 'Rupees off, shared over the products it applies to.',
  free_shipping: 'The order’s shipping charge is waived.',
  buy_x_get_y: 'Buy some, get more of the same or of other products free or at a discount.',
};

const KIND_CHOICES = PROMOTION_KINDS.map((kind) => ({
  value: kind,
  label: PROMOTION_KIND_LABELS[kind],
  description: KIND_DESCRIPTIONS[kind],
}));

export interface PromotionFormProps {
  /** The promotion to edit; none for a new one. */
  promotion?: AdminPromotion;
  /** Its products and free products, with their titles. */
  products?: readonly PickedProduct[];
  /** The store's categories, to choose among. */
  categories: readonly string[];
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * A promotion's offer, conditions, window and limits, checked with the contract's
 * promotionInputSchema before it is sent (the API checks again; its 400 or 409 is shown on the
 * field it names). A new promotion is a POST, an edit a PUT of the whole promotion; both then go
 * to its page.
 */
export function PromotionForm({
  promotion,
  products = [],
  categories,
  onAuthFailure,
}: PromotionFormProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromotionFormValues, unknown, PromotionValues>({
    resolver: promotionResolver,
    defaultValues: toFormValues(promotion, products),
  });
  const [how, kind, getWhich, chosenCategories] = useWatch({
    control,
    name: ['how', 'kind', 'getWhich', 'categories'],
  });
  const productsField = useController({ control, name: 'products' });
  const getProductsField = useController({ control, name: 'getProducts' });
  // A category saved with the promotion and since removed from the store stays a choice.
  const categoryChoices = [
    ...categories,
    ...(chosenCategories ?? []).filter((category) => !categories.includes(category)),
  ];

  async function onValid(body: PromotionValues) {
    setFormError(null);
    try {
      if (promotion) {
        await updatePromotion(promotion.id, body);
        toast({ title: 'Promotion saved' });
        await navigate(`/promotions/${promotion.id}`);
      } else {
        const created = await createPromotion(body);
        toast({ title: 'Promotion created' });
        await navigate(`/promotions/${created.id}`);
      }
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const located = fieldsOfServer(error.message);
        for (const { field, message } of located) {
          setError(field as keyof PromotionFormValues, { message });
        }
        // A code taken by another promotion: the API's words, under the code.
        if (located.length === 0 && error.status === 409 && /code/i.test(error.message)) {
          setError('code', { message: error.message });
        }
      }
      setFormError(errorMessage(error));
    }
  }

  function onInvalid() {
    setFormError('Some fields need fixing: see the messages under them.');
  }

  const valueLabel =
    kind === 'amount'
      ? 'Amount off (₹)'
      : kind === 'buy_x_get_y'
        ? 'Discount on the units they get (%)'
        : 'Percentage off (%)';

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="space-y-6"
    >
      <FormAlert message={formError} />

      <Section title="Offer" id="promotion-offer">
        <div className="space-y-4">
          <Field
            label="Label"
            optional
            maxLength={PROMOTION_LABEL_MAX_LENGTH}
            autoComplete="off"
            hint="What the shopper sees beside the saving, such as “Diwali sale”."
            error={errors.label?.message}
            {...register('label')}
          />
          <ChoiceCards
            legendId={`${ids}-how`}
            legend="How shoppers get it"
            choices={HOW_CHOICES}
            error={errors.how?.message}
            {...register('how')}
          />
          {how === 'code' ? (
            <Field
              label="Code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PROMOTION_CODE_MAX_LENGTH}
              className="max-w-xs"
              hint="3 to 30 letters, digits, “-” or “_”. Shoppers may type it in capitals or not."
              error={errors.code?.message}
              {...register('code')}
            />
          ) : null}
          <ChoiceCards
            legendId={`${ids}-kind`}
            legend="Kind"
            choices={KIND_CHOICES}
            error={errors.kind?.message}
            {...register('kind')}
          />
          {kind === 'buy_x_get_y' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Buy (units)"
                inputMode="numeric"
                autoComplete="off"
                error={errors.buyQuantity?.message}
                {...register('buyQuantity')}
              />
              <Field
                label="Get (units)"
                inputMode="numeric"
                autoComplete="off"
                error={errors.getQuantity?.message}
                {...register('getQuantity')}
              />
            </div>
          ) : null}
          {kind === 'free_shipping' ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={valueLabel}
                optional={kind === 'buy_x_get_y'}
                inputMode="decimal"
                autoComplete="off"
                hint={
                  kind === 'amount'
                    ? 'In rupees, such as 1,500 or 499.50.'
                    : kind === 'buy_x_get_y'
                      ? 'Empty: the units they get are free.'
                      : 'From 1 to 100.'
                }
                error={errors.value?.message}
                {...register('value')}
              />
              {kind === 'percentage' ? (
                <Field
                  label="Most discount (₹)"
                  optional
                  inputMode="decimal"
                  autoComplete="off"
                  hint="A cap on the saving of one order, such as 500."
                  error={errors.maxDiscount?.message}
                  {...register('maxDiscount')}
                />
              ) : null}
            </div>
          )}
          {kind === 'buy_x_get_y' ? (
            <ChoiceCards
              legendId={`${ids}-get`}
              legend="The units they get"
              choices={[
                {
                  value: 'same',
                  label: 'Of the same products',
                  description: 'The cheapest units of the products it applies to.',
                },
                {
                  value: 'other',
                  label: 'Of other products',
                  description: 'Products you pick below.',
                },
              ]}
              {...register('getWhich')}
            />
          ) : null}
          {kind === 'buy_x_get_y' && getWhich === 'other' ? (
            <ProductPicker
              label="Products they get"
              none="None chosen yet."
              value={getProductsField.field.value}
              onChange={getProductsField.field.onChange}
              error={errors.getProducts?.message}
              onAuthFailure={onAuthFailure}
            />
          ) : null}
        </div>
      </Section>

      <Section
        title="Conditions"
        id="promotion-conditions"
        description="Every condition must hold for the offer to apply."
      >
        <div className="space-y-4">
          <Field
            label="Minimum order (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            className="max-w-xs"
            hint="Of goods, before the discount."
            error={errors.minOrder?.message}
            {...register('minOrder')}
          />
          <ProductPicker
            label="Products it applies to"
            none="None chosen: every product (or those of the categories below)."
            value={productsField.field.value}
            onChange={productsField.field.onChange}
            error={errors.products?.message}
            onAuthFailure={onAuthFailure}
          />
          <fieldset
            className="space-y-1"
            aria-describedby={errors.categories ? `${ids}-categories-error` : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">
              Categories it applies to{' '}
              <span className="font-normal text-slate-600">(optional)</span>
            </legend>
            {categoryChoices.length === 0 ? (
              <p className="text-sm text-slate-700">The store has no categories yet.</p>
            ) : (
              <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                {categoryChoices.map((category) => (
                  <CheckboxField
                    key={category}
                    label={category}
                    value={category}
                    {...register('categories')}
                  />
                ))}
              </div>
            )}
            {errors.categories ? (
              <p id={`${ids}-categories-error`} className="text-sm font-medium text-red-700">
                {errors.categories.message}
              </p>
            ) : null}
          </fieldset>
          <CheckboxField
            label="First order only"
            hint="For a shopper who has not ordered before."
            {...register('firstOrderOnly')}
          />
        </div>
      </Section>

      <Section
        title="When and how often"
        id="promotion-limits"
        description="Times are India time (IST)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Starts (IST)"
            optional
            type="datetime-local"
            hint="Empty: from now."
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <Field
            label="Ends (IST)"
            optional
            type="datetime-local"
            hint="Empty: no end."
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
          <Field
            label="Uses in all"
            optional
            inputMode="numeric"
            autoComplete="off"
            hint="Empty: no limit. An order cancelled or returned gives its use back."
            error={errors.usageLimit?.message}
            {...register('usageLimit')}
          />
          <Field
            label="Uses per shopper"
            optional
            inputMode="numeric"
            autoComplete="off"
            hint="Empty: no limit."
            error={errors.perCustomerLimit?.message}
            {...register('perCustomerLimit')}
          />
        </div>
      </Section>

      {how === 'automatic' ? (
        <Section title="Combining" id="promotion-combining">
          <CheckboxField
            label="Combines with other offers"
            hint="Applies together with other automatic offers and a code. Unticked: it applies on its own."
            {...register('combinable')}
          />
        </Section>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : promotion ? 'Save promotion' : 'Create promotion'}
        </Button>
        <Link
          to={promotion ? `/promotions/${promotion.id}` : '/promotions'}
          className={buttonClasses('ghost')}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
