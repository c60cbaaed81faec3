import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Product } from '@shop/contracts';
import { useFormat, useLocalized, useToast } from '@shop/app-context';
import { pageTitle } from '@shop/contracts/storefront-routes';
import { imageForChoices } from '@shop/contracts/image-renditions';
import { Button, Stars, addToCart, savingsPercent, siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchProduct, fetchProducts, fetchSiteConfig } from '../api/storefront-api';
import { ProductGrid } from '../catalog/ProductCard';
import { RELATED_PRODUCTS_COUNT, newestProducts } from '../catalog/catalog-rules';
import { CopyLinkButton } from './CopyLinkButton';
import { OptionPicker } from './OptionPicker';
import { ProductGallery } from './ProductGallery';
import { QuantityControl } from './QuantityControl';
import { addedToCartMessage } from './add-to-cart-messages';
import { defaultSelections, pickersFor, selectedOptions, type Selections } from './bundle-pickers';
import styles from './ProductPage.module.css';
import { useT } from '../i18n/messages';

/** /products/{id} (storefront spec §2 Product detail). */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useAsync('product', () => fetchProduct(id), [id], serverProduct(id));
  const config = useAsync('site configuration', fetchSiteConfig);
  const navigate = useNavigate();
  const t = useT();
  const text = useLocalized();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/our-collection'));
  const title = product.data && text(product.data, 'title');
  const shopName = config.data && text(config.data, 'name').trim();
  useEffect(() => {
    if (title && shopName) document.title = pageTitle(title, shopName);
  }, [title, shopName]);

  // with the server's product, React's first render is that product: no 'Loading...' between (decision 020)
  if (product.loading && !product.data) return <p className={styles.state}>{t('common.loading')}</p>;
  return (
    <div className={styles.page}>
      <Button variant="ghost" size="small" className={styles.back} onClick={back}>
        <span className={styles.backArrow} aria-hidden="true">
          ←
        </span>{' '}
        {t('product.back')}
      </Button>
      {product.data ? <ProductDetails key={product.data._id} product={product.data} /> : <p className={styles.state}>{t('product.notFound')}</p>}
    </div>
  );
}

/** The product the render server drew this page from (its data block), when it is this page's. */
function serverProduct(id: string): Product | undefined {
  const served = siteBootstrap().product?.data;
  return served && served._id === id ? served : undefined;
}

function ProductDetails({ product }: { product: Product }) {
  const toast = useToast();
  const t = useT();
  const text = useLocalized();
  const { price } = useFormat();
  const title = text(product, 'title');
  const pickers = useMemo(() => pickersFor(product, t), [product, t]);
  const [selections, setSelections] = useState<Selections>(() => defaultSelections(pickers));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const saving = savingsPercent(product.price, product.oldPrice);

  const add = async () => {
    setAdding(true);
    try {
      await addToCart({ productId: product._id, quantity, selectedOptions: selectedOptions(pickers, selections) });
      toast.success(addedToCartMessage({ title, isBundle: product.isBundle }, quantity, t));
    } catch (error) {
      console.error('Add to cart failed', error);
      toast.error(t('product.addFailed'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <div className={styles.layout}>
        <ProductGallery
          product={product}
          title={title}
          activeSrc={imageForChoices(product, selectedOptions(pickers, selections))}
          mediaClassName={styles.media}
        />
        <div className={styles.info}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.rating}>
            <Stars rating={product.rating} label={t('common.rated', { rating: product.rating })} />
            <span className={styles.ratingNumber}>{product.rating.toFixed(1)}</span>
            <Link to="/reviews">
              {t.plural('product.reviews', product.reviews)}
            </Link>
          </div>
          <div className={styles.prices}>
            <span className={styles.price}>{price(product.price)}</span>
            {product.oldPrice > 0 && (
              <s className={styles.oldPrice} aria-label={t('product.was', { price: price(product.oldPrice) })}>
                {price(product.oldPrice)}
              </s>
            )}
            {saving !== null && saving > 0 && <span className={styles.save}>{t('product.save', { percent: saving })}</span>}
          </div>
          {!product.availability && <p className={styles.soldOut}>{t('product.soldOut')}</p>}
          <p className={styles.description}>{text(product, 'description')}</p>
          {pickers.length > 0 && (
            <div className={styles.pickers}>
              {pickers.map((picker) => (
                <OptionPicker
                  key={picker.key}
                  picker={picker}
                  value={selections[picker.key] ?? ''}
                  onChange={(label) => setSelections((current) => ({ ...current, [picker.key]: label }))}
                />
              ))}
            </div>
          )}
          {/* on a phone the buy bar sticks to the bottom of the screen and Copy Link stays in the page (issue 33) */}
          <div className={styles.actions}>
            <div className={styles.buy}>
              <QuantityControl value={quantity} onChange={setQuantity} />
              <Button onClick={() => void add()} disabled={!product.availability || adding}>
                {product.isBundle ? t('product.addBundle') : t('product.add')}
              </Button>
            </div>
            <CopyLinkButton />
          </div>
        </div>
      </div>
      <RelatedProducts currentId={product._id} />
    </>
  );
}

function RelatedProducts({ currentId }: { currentId: string }) {
  const products = useAsync('products', fetchProducts);
  const t = useT();
  const related = useMemo(
    () => newestProducts(products.data ?? [], RELATED_PRODUCTS_COUNT, currentId),
    [products.data, currentId],
  );
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        {t('product.related')}
      </h2>
      <ProductGrid products={related} columns={4} />
    </section>
  );
}
