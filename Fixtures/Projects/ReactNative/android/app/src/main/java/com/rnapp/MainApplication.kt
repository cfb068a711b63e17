package com.rnapp

import android.app.Application
import android.graphics.Typeface
import android.widget.TextView
import androidx.core.content.res.ResourcesCompat
import com.facebook.react.common.assets.ReactFontManager

class MainApplication : Application() {
  override fun onCreate() {
    super.onCreate()
    // A res/font family registered by name: React Native uses it for `fontFamily: 'Brand Sans'`
    // with the weights its XML declares.
    ReactFontManager.getInstance().addCustomFont(getApplicationContext(), "Brand Sans", R.font.brand_sans)
    // A Typeface registered by name (the two-argument form).
    ReactFontManager.getInstance().addCustomFont("Brand Mono", ResourcesCompat.getFont(this, R.font.brand_mono))
    // A view's own typeface: no family.
    findViewById<TextView>(R.id.label)?.setTypeface(Typeface.DEFAULT_BOLD)
  }
}
