import {
  COD_FEE_GST_RATE,
  COD_FEE_SAC,
  HERO_TEXT_MAX_LENGTH,
  HERO_TITLE_MAX_LENGTH,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  POLICY_SLUGS,
  RETURN_WINDOW_DAYS_MAX,
  type StoreSettings,
  type StoreSettingsSaved,
} from '@storefront/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { CheckboxField, Field, TextareaField } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { saveStoreSettings } from '../settings-api';
import {
  fieldsOfServerMessage,
  type SettingsBody,
  type SettingsFormValues,
  settingsResolver,
  toFormValues,
} from '../settings-form-model';
import { CategoryListEditor } from './category-list-editor';
import { NotificationsEditor } from './notifications-editor';
import { ImageSetting } from './image-setting';
import { PolicyEditor } from './policy-editor';
import { SocialLinksEditor } from './social-links-editor';
import { TaxSettingsFields } from './tax-settings-fields';

export interface SettingsFormProps {
  settings: StoreSettings;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * Everything the storefront shows about the shop and how it takes payment, checked with the
 * contract's storeSettingsUpdateSchema before it is sent (the API checks it again).
 */
export function SettingsForm({ settings, onAuthFailure }: SettingsFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsFormValues, unknown, SettingsBody>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
  });
  const methods = useWatch({ control, name: 'paymentMethods' });
  const upiOffered = methods?.includes('upi') ?? false;
  const heroPicture = Boolean(useWatch({ control, name: 'homeHero.imageUrl' })?.trim());

  async function onValid(body: SettingsBody) {
    setFormError(null);
    try {
      const { renamedCategories, ...saved } = await saveStoreSettings(body);
      reset(toFormValues(saved));
      toast({ title: 'Settings saved', description: savedDescription(renamedCategories) });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        for (const located of fieldsOfServerMessage(error.message, getValues())) {
          setError(located.field as keyof SettingsFormValues, { message: located.message });
        }
      }
      setFormError(errorMessage(error));
    }
  }

  function onInvalid() {
    setFormError('Some settings need fixing: see the messages under the fields.');
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
      <FormAlert message={formError} />

      <Section title="Store" id="store">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Store name" error={errors.storeName?.message} {...register('storeName')} />
          <Field
            label="Company name"
            hint="As the storefront and its policies name the company."
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <TextareaField
            label="Company address"
            rows={3}
            className="md:col-span-2"
            error={errors.companyAddress?.message}
            {...register('companyAddress')}
          />
          <Field
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.companyPhone?.message}
            {...register('companyPhone')}
          />
          <Field
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.companyEmail?.message}
            {...register('companyEmail')}
          />
          <TextareaField
            label="Description"
            optional
            rows={3}
            className="md:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="md:col-span-2">
            <h3 className="mb-2 text-sm font-medium text-slate-800">
              Logo <span className="font-normal text-slate-600">(optional)</span>
            </h3>
            <ImageSetting
              control={control}
              register={register}
              setValue={setValue}
              error={errors.logoUrl?.message}
              name="logoUrl"
              label="Logo"
              previewAlt="The logo as it is now"
              hint="Shown in the storefront's top bar (the store name is its text for screen readers) and at the top of every e-mail. Or paste the address of an image on the web."
              onAuthFailure={onAuthFailure}
            />
          </div>
          <Field
            label="Public address of the shop"
            type="url"
            inputMode="url"
            optional
            placeholder="https://shop.example.in"
            hint="Where the storefront is published: used in canonical links and the sitemap."
            error={errors.publicOrigin?.message}
            {...register('publicOrigin')}
          />
        </div>
      </Section>

      <Section
        title="Home page"
        id="home"
        description="The banner at the top of the storefront's home page. Leave a part empty for the built-in one; its two buttons, Browse Collection and Featured Products, are always there."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="Heading"
            optional
            maxLength={HERO_TITLE_MAX_LENGTH}
            placeholder="Upgrade your living room, and your wardrobe"
            className="md:col-span-2"
            error={errors.homeHero?.title?.message}
            {...register('homeHero.title')}
          />
          <TextareaField
            label="Text"
            optional
            rows={3}
            maxLength={HERO_TEXT_MAX_LENGTH}
            className="md:col-span-2"
            error={errors.homeHero?.text?.message}
            {...register('homeHero.text')}
          />
          <div className="md:col-span-2">
            <h3 className="mb-2 text-sm font-medium text-slate-800">
              Picture <span className="font-normal text-slate-600">(optional)</span>
            </h3>
            <ImageSetting
              control={control}
              register={register}
              setValue={setValue}
              error={errors.homeHero?.imageUrl?.message}
              name="homeHero.imageUrl"
              label="Picture"
              previewAlt="The home page's picture as it is now"
              hint="A wide picture (3:2) shows best. Or paste the address of an image on the web."
              onAuthFailure={onAuthFailure}
            />
          </div>
          <Field
            label="What the picture shows"
            optional={!heroPicture}
            className="md:col-span-2"
            hint="Read out to shoppers who cannot see it. Required with a picture of your own."
            error={errors.homeHero?.imageAlt?.message}
            {...register('homeHero.imageAlt')}
          />
        </div>
      </Section>

      <Section
        title="Tax and invoices"
        id="tax"
        description="The shop's GST registration: every tax invoice prints it. Changes apply to invoices issued from now on; issued invoices never change."
      >
        <TaxSettingsFields control={control} register={register} errors={errors.tax} />
      </Section>

      <Section title="Social links" id="social">
        <SocialLinksEditor control={control} register={register} errors={errors.socialLinks} />
      </Section>

      <Section
        title="Categories"
        id="categories"
        description="In the order the storefront's menu shows them. Rename one in place and its products move with it."
      >
        <CategoryListEditor
          control={control}
          register={register}
          errors={errors.categories}
          getName={(index) => getValues(`categories.${index}.name`) ?? ''}
        />
      </Section>

      <Section
        title="Stock"
        id="stock"
        description="Products show “Only N left” at or under this many, and such variants are listed under Low stock. A variant may set its own."
      >
        <Field
          label="Low-stock threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          className="max-w-48"
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold')}
        />
      </Section>

      <Section
        title="Returns"
        id="returns"
        description="How long after delivery shoppers may ask to return or exchange what they bought, on their Orders page. A product marked not returnable is never offered."
      >
        <Field
          label="Return window (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={RETURN_WINDOW_DAYS_MAX}
          hint="0 means the shop takes no returns."
          className="max-w-48"
          error={errors.returnWindowDays?.message}
          {...register('returnWindowDays')}
        />
      </Section>

      <Section title="Payments" id="payments">
        <fieldset aria-describedby={errors.paymentMethods ? 'payment-methods-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Payment methods offered to shoppers
          </legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {PAYMENT_METHODS.map((method) => (
              <CheckboxField
                key={method}
                label={PAYMENT_METHOD_NAMES[method].label}
                value={method}
                {...register('paymentMethods')}
              />
            ))}
          </div>
          {errors.paymentMethods ? (
            <p id="payment-methods-error" className="mt-1 text-sm font-medium text-red-700">
              Payment methods {errors.paymentMethods.message}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Field
            label="UPI ID"
            placeholder="yourshop@okaxis"
            autoCapitalize="none"
            spellCheck={false}
            optional={!upiOffered}
            hint="Where shoppers' UPI payments go (name@bank). Required while UPI is offered."
            error={errors.upi?.vpa?.message}
            {...register('upi.vpa')}
          />
          <Field
            label="UPI payee name"
            optional={!upiOffered}
            hint="The name shoppers' UPI apps show before they pay."
            error={errors.upi?.payeeName?.message}
            {...register('upi.payeeName')}
          />
        </div>
        <fieldset className="mt-6">
          <legend className="mb-2 text-sm font-medium text-slate-800">Cash on delivery</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label="Highest order value for cash on delivery (₹)"
              inputMode="decimal"
              optional
              placeholder="No limit"
              hint="Above it, the payment page shows cash on delivery as not available, and says why."
              error={errors.cod?.maxOrderValue?.message}
              {...register('cod.maxOrderValue')}
            />
            <Field
              label="Cash on delivery fee (₹, GST included)"
              inputMode="decimal"
              optional
              placeholder="No fee"
              hint={`Shown on the payment page before the shopper chooses, added to the order's total, and billed on the tax invoice as a service (SAC ${COD_FEE_SAC}, ${COD_FEE_GST_RATE}% GST).`}
              error={errors.cod?.fee?.message}
              {...register('cod.fee')}
            />
          </div>
        </fieldset>
      </Section>

      <Section
        title="Grievance officer"
        id="grievance"
        description="The Consumer Protection (E-Commerce) Rules, 2020 require a named officer; the storefront shows these details. Leave all four empty until you name one."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="Officer's name"
            error={errors.grievanceOfficer?.name?.message}
            {...register('grievanceOfficer.name')}
          />
          <Field
            label="Designation"
            error={errors.grievanceOfficer?.designation?.message}
            {...register('grievanceOfficer.designation')}
          />
          <Field
            label="Officer's e-mail"
            type="email"
            autoComplete="off"
            error={errors.grievanceOfficer?.email?.message}
            {...register('grievanceOfficer.email')}
          />
          <Field
            label="Officer's phone"
            type="tel"
            autoComplete="off"
            error={errors.grievanceOfficer?.phone?.message}
            {...register('grievanceOfficer.phone')}
          />
        </div>
      </Section>

      <Section
        title="Staff e-mails"
        id="notifications"
        description="Who on the staff is e-mailed when something needs the shop: a new order, a UPI payment to confirm, a grievance (its officer is always told too), a contact message, and once a day the stock running low."
      >
        <NotificationsEditor control={control} register={register} errors={errors.notifications} />
      </Section>

      <Section
        title="Policy pages"
        id="policies"
        description="HTML the server cleans before it is shown. Open a page to edit it beside its preview."
      >
        <div className="space-y-3">
          {POLICY_SLUGS.map((slug) => (
            <PolicyEditor
              key={slug}
              slug={slug}
              control={control}
              register={register}
              error={errors.policies?.[slug]?.message}
            />
          ))}
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 md:mx-0 md:rounded-xl md:border">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </Button>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            reset();
            setFormError(null);
          }}
        >
          Discard changes
        </Button>
        <span className="text-sm text-slate-700">{isDirty ? 'Unsaved changes' : 'All saved'}</span>
      </div>
    </form>
  );
}

/** What a save changed beyond the settings: the products each renamed category took along. */
function savedDescription(renamed: StoreSettingsSaved['renamedCategories'] = []): string {
  const moves = renamed.map(
    ({ from, to, products }) =>
      `${products === 1 ? '1 product' : `${products.toLocaleString('en-IN')} products`} moved from ${from} to ${to}.`,
  );
  return ['The storefront shows them from now on.', ...moves].join(' ');
}
