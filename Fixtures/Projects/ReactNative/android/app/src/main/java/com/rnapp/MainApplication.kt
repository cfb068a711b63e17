package com.rnapp

import android.app.Application
import com.facebook.react.common.assets.ReactFontManager

class MainApplication : Application() {
  override fun onCreate() {
    super.onCreate()
    // A res/font family registered by name: React Native uses it for `fontFamily: 'Brand Sans'`
    // with the weights its XML declares.
    ReactFontManager.getInstance().addCustomFont(this, "Brand Sans", R.font.brand_sans)
  }
}
