import {
  type AdminProduct,
  ONE_SIZE,
  PRODUCT_GENDERS,
  type ProductCreate,
} from '@storefront/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { fieldMessage, formatDateTime } from '~/lib/format';
import { useDocumentTitle } from '~/lib/use-document-title';
import { Badge } from '~/ui/badge';
import { Button, buttonClasses } from '~/ui/button';
import { CheckboxField, Field, SelectField, TextareaField } from '~/ui/field';
import { PageHeader, Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import {
  createProduct,
  replaceVariants,
  type StoreDefaults,
  updateProduct,
} from '../product-editor-api';
import {
  fieldsOfServerMessage,
  isOneSize,
  optionListProblem,
  productChanges,
  type ProductFormValues,
  productResolverFor,
  syncVariants,
  toFormValues,
  type VariantRow,
  variantKey,
  variantsChanged,
} from '../product-form-model';
import { AttributesEditor } from './attributes-editor';
import { ImageManager } from './image-manager';
import { OptionListEditor } from './option-list-editor';
import { TaxDetailsFields } from './tax-details-fields';
import { VariantsGrid } from './variants-grid';

export interface ProductEditorProps {
  /** The product to edit; none for a new one. */
  product?: AdminProduct;
  /** The store's categories, low-stock threshold and tax rules. */
  store: StoreDefaults;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * A product's details, price, options, variants with their stock, tax and legal details, and
 * images, checked with the contract's productCreateSchema (and the store's HSN digits) before
 * anything is sent (the API checks again). A new product is one POST; an edit is a PATCH of the
 * changed fields, then a PUT of the variants if they changed (in that order, so the variants'
 * new sizes and colours exist).
 */
export function ProductEditor({ product: initial, store, onAuthFailure }: ProductEditorProps) {
  const { categories } = store;
  const navigate = useNavigate();
  const listId = useId();
  const [saved, setSaved] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const hsnDigits = store.taxRules?.hsnDigits ?? 4;
  const resolver = useMemo(() => productResolverFor({ hsnDigits }), [hsnDigits]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<ProductFormValues, unknown, ProductCreate>({
    resolver,
    defaultValues: toFormValues(initial),
  });
  const variants = useFieldArray({ control, name: 'variants' });
  const sizes = useWatch({ control, name: 'sizes' });
  const colors = useWatch({ control, name: 'colors' });
  // Rows of sizes and colours taken out, so that putting one back brings back its values.
  const removedRows = useRef(new Map<string, VariantRow>());
  // The sizes before "One size" was ticked, given back when it is unticked.
  const sizesBeforeOneSize = useRef<string[]>([]);
  const oneSize = isOneSize(sizes);
  const isNew = !saved;
  useDocumentTitle(saved ? saved.title : 'New product');

  function setOptions(name: 'sizes' | 'colors', list: string[]) {
    const rows = getValues('variants');
    for (const row of rows) removedRows.current.set(variantKey(row.size, row.color), row);
    const next = { sizes: getValues('sizes'), colors: getValues('colors'), [name]: list };
    setValue(name, list, { shouldDirty: true, shouldValidate: isSubmitted });
    variants.replace(syncVariants(next.sizes, next.colors, rows, removedRows.current));
    if (isSubmitted) clearErrors('variants');
  }

  function toggleOneSize(on: boolean) {
    if (on) {
      sizesBeforeOneSize.current = getValues('sizes');
      setOptions('sizes', [ONE_SIZE]);
    } else {
      setOptions(
        'sizes',
        sizesBeforeOneSize.current.filter((size) => size !== ONE_SIZE),
      );
    }
  }

  function showFailure(error: unknown, prefix = '') {
    if (onAuthFailure?.(error)) return;
    if (error instanceof ApiError && error.status === 400) {
      for (const located of fieldsOfServerMessage(error.message, getValues())) {
        setError(located.field as keyof ProductFormValues, { message: located.message });
      }
    }
    setFormError(prefix + errorMessage(error));
  }

  async function onValid(body: ProductCreate) {
    setFormError(null);
    if (!saved) {
      try {
        const created = await createProduct(body);
        toast({ title: 'Product created' });
        await navigate(`/products/${encodeURIComponent(created.id)}`);
      } catch (error) {
        showFailure(error);
      }
      return;
    }
    const { variants: rows = [], ...fields } = body;
    const change = productChanges(saved, fields);
    const variantsDirty = variantsChanged(saved.variants, rows);
    let latest = saved;
    try {
      if (Object.keys(change).length) {
        latest = await updateProduct(saved.id, change);
        setSaved(latest);
      }
    } catch (error) {
      showFailure(error);
      return;
    }
    try {
      if (variantsDirty) latest = await replaceVariants(saved.id, { variants: rows });
    } catch (error) {
      // The details are saved; the next save sends the variants only.
      showFailure(error, latest === saved ? '' : 'The details were saved, but not the variants: ');
      return;
    }
    setSaved(latest);
    removedRows.current.clear();
    reset(toFormValues(latest));
    toast({ title: 'Saved' });
  }

  function onInvalid() {
    setFormError('Some fields need fixing: see the messages under them.');
  }

  async function setArchived(archived: boolean) {
    if (!saved) return;
    setArchiving(true);
    setFormError(null);
    try {
      const updated = await updateProduct(saved.id, { archived });
      setSaved((current) => (current ? { ...current, archived: updated.archived } : current));
      toast({
        title: archived ? 'Product archived' : 'Product restored',
        description: archived
          ? 'The storefront no longer shows it.'
          : 'The storefront shows it again.',
      });
    } catch (error) {
      if (!onAuthFailure?.(error)) setFormError(errorMessage(error));
    } finally {
      setArchiving(false);
    }
  }

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <>
      <PageHeader
        title={saved ? saved.title : 'New product'}
        description={
          saved ? (
            <span className="flex flex-wrap items-center gap-2">
              {saved.archived ? <Badge tone="warning">Archived</Badge> : null}
              <span>Last changed {formatDateTime(saved.updatedAt)}</span>
            </span>
          ) : (
            'It shows on the storefront once created.'
          )
        }
        actions={
          <>
            <Link to="/products" className={buttonClasses('ghost', 'sm')}>
              All products
            </Link>
            {saved ? (
              saved.archived ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={archiving}
                  onClick={() => void setArchived(false)}
                >
                  Restore
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={archiving}
                  onClick={() => void setArchived(true)}
                >
                  Archive
                </Button>
              )
            ) : null}
          </>
        }
      />
      {saved?.archived ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This product is archived: the storefront does not show it. Restore it to sell it again.
        </p>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="space-y-6"
      >
        <FormAlert message={formError} />

        <Section title="Details" id="details">
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label="Title"
              className="md:col-span-2"
              error={errors.title?.message}
              {...register('title')}
            />
            <TextareaField
              label="Description"
              optional
              rows={5}
              className="md:col-span-2"
              error={errors.description?.message}
              {...register('description')}
            />
            <Field
              label="Category"
              list={`${listId}-categories`}
              autoComplete="off"
              hint="One of the store’s categories, or a new one."
              error={errors.category?.message}
              {...register('category')}
            />
            <Field
              label="Parent category"
              optional
              list={`${listId}-categories`}
              autoComplete="off"
              error={errors.parentCategory?.message}
              {...register('parentCategory')}
            />
            <datalist id={`${listId}-categories`}>
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <SelectField label="Gender" error={errors.gender?.message} {...register('gender')}>
              <option value="">None</option>
              {PRODUCT_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              label="Featured on the storefront’s home page"
              className="self-end"
              {...register('featured')}
            />
            <CheckboxField
              label="Returnable"
              hint="Shoppers may ask to return it within the store’s return window."
              {...register('returnable')}
            />
          </div>
        </Section>

        <Section
          title="Shipping"
          id="shipping"
          description="The parcel’s weight and size: shipping by weight charges the larger of the weight and the volumetric weight."
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field
              label="Weight (g)"
              optional
              inputMode="numeric"
              autoComplete="off"
              error={errors.weightGrams?.message}
              {...register('weightGrams')}
            />
            <Field
              label="Length (cm)"
              optional
              inputMode="decimal"
              autoComplete="off"
              error={errors.lengthCm?.message}
              {...register('lengthCm')}
            />
            <Field
              label="Breadth (cm)"
              optional
              inputMode="decimal"
              autoComplete="off"
              error={errors.breadthCm?.message}
              {...register('breadthCm')}
            />
            <Field
              label="Height (cm)"
              optional
              inputMode="decimal"
              autoComplete="off"
              error={errors.heightCm?.message}
              {...register('heightCm')}
            />
          </div>
        </Section>

        <Section title="Price" id="price">
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label="Regular price (₹)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="1299.50"
              hint="In rupees, paise after the dot."
              error={errors.regularPrice?.message}
              {...register('regularPrice')}
            />
            <Field
              label="Discounted price (₹)"
              optional
              inputMode="decimal"
              autoComplete="off"
              hint="Lower than the regular price; empty for no discount."
              error={errors.discountedPrice?.message}
              {...register('discountedPrice')}
            />
          </div>
        </Section>

        <Section
          title="Options"
          id="options"
          description="The sizes and colours shoppers choose from; each pair is a variant below."
        >
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <CheckboxField
                label="One size"
                hint={`The product comes in one size only ("${ONE_SIZE}").`}
                checked={oneSize}
                onChange={(event) => toggleOneSize(event.target.checked)}
              />
              {oneSize ? null : (
                <div className="mt-2">
                  <OptionListEditor
                    label="Sizes"
                    noun="size"
                    placeholder="S, M, 42…"
                    values={sizes}
                    onChange={(list) => setOptions('sizes', list)}
                    problemAdding={(value) => optionListProblem('sizes', sizes, value)}
                    error={errors.sizes?.message}
                  />
                </div>
              )}
              {oneSize && errors.sizes?.message ? (
                <p className="mt-1 text-sm font-medium text-red-700">
                  {fieldMessage('Sizes', errors.sizes.message)}
                </p>
              ) : null}
            </div>
            <OptionListEditor
              label="Colours"
              noun="colour"
              placeholder="Black, Navy…"
              values={colors}
              onChange={(list) => setOptions('colors', list)}
              problemAdding={(value) => optionListProblem('colors', colors, value)}
              error={errors.colors?.message}
            />
          </div>
        </Section>

        <Section
          title="Variants and stock"
          id="variants"
          description="One per size and colour. “—” stands for none."
        >
          <VariantsGrid
            control={control}
            register={register}
            fields={variants.fields}
            errors={errors.variants}
            defaultThreshold={saved?.lowStockThreshold ?? store.lowStockThreshold}
          />
        </Section>

        <Section
          title="Tax and legal details"
          id="tax"
          description="The HSN code and GST rate invoices print, and the details the product page shows under “Product details”."
        >
          <TaxDetailsFields
            register={register}
            errors={errors}
            taxRules={store.taxRules}
            savedRate={saved?.gstRate ?? null}
          />
        </Section>

        <Section title="Images" id="images">
          <ImageManager
            control={control}
            register={register}
            errors={errors.images}
            onAuthFailure={onAuthFailure}
            onBusyChange={onBusyChange}
          />
        </Section>

        <Section
          title="Other attributes"
          id="attributes"
          description="Shown with the product: material, fit, screen size…"
        >
          <AttributesEditor control={control} register={register} errors={errors.attributes} />
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 md:mx-0 md:rounded-xl md:border">
          <Button type="submit" disabled={isSubmitting || uploading}>
            {isSubmitting
              ? isNew
                ? 'Creating…'
                : 'Saving…'
              : isNew
                ? 'Create product'
                : 'Save changes'}
          </Button>
          {isNew ? null : (
            <Button
              variant="outline"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                removedRows.current.clear();
                reset();
                setFormError(null);
              }}
            >
              Discard changes
            </Button>
          )}
          <span className="text-sm text-slate-700">
            {uploading
              ? 'Waiting for the images to upload…'
              : isNew
                ? ''
                : isDirty
                  ? 'Unsaved changes'
                  : 'All saved'}
          </span>
        </div>
      </form>
    </>
  );
}
